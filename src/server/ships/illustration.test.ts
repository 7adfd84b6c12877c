import { describe, expect, it } from 'vitest';
import { paletteFor } from './brand-colours.js';
import { escapeXml, renderShipIllustration } from './illustration.js';

const ship = { id: 'test-ship', shipName: 'Test Ship', operator: 'Cunard', grossTonnage: '149,215 GT' };

describe('ship illustration', () => {
  it('is a self-contained SVG with a title, the name on the hull and nothing active', () => {
    const svg = renderShipIllustration(ship);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 500"/);
    expect(svg).toContain('<title>Test Ship, Cunard</title>');
    expect(svg).toContain('>TEST SHIP</text>');
    expect(svg).not.toMatch(/<script|<foreignObject|<image|\bon\w+=|https?:\/\/(?!www\.w3\.org)/i);
  });

  it('escapes every piece of text', () => {
    const svg = renderShipIllustration({ ...ship, shipName: '<b onload="x">&', operator: `"Line' <x>` });
    expect(svg).not.toContain('<b');
    expect(svg).not.toContain('<x>');
    expect(escapeXml(`<&>"'\u0007`)).toBe('&#60;&#38;&#62;&#34;&#39;');
  });

  it('is the same every time for a ship, and differs between ships', () => {
    expect(renderShipIllustration(ship)).toBe(renderShipIllustration(ship));
    expect(renderShipIllustration({ ...ship, id: 'other' })).not.toBe(renderShipIllustration(ship));
  });

  it('uses brand colours for known lines and a stable palette for others', () => {
    expect(paletteFor('Cunard').funnel).toBe('#c8102e');
    expect(paletteFor('CUNARD')).toEqual(paletteFor('Cunard'));
    expect(paletteFor('Some Small Line')).toEqual(paletteFor('some small line'));
  });

  it('draws river ships without a funnel and small ships smaller than big ones', () => {
    const river = renderShipIllustration({
      id: 'r',
      shipName: 'River Queen',
      operator: 'Viking River Cruises',
    });
    expect(river).not.toContain('id="funnel"');
    expect(renderShipIllustration(ship)).toContain('id="funnel"');
    const small = renderShipIllustration({ ...ship, grossTonnage: '5,000 GT' });
    const big = renderShipIllustration({ ...ship, grossTonnage: '220,000 GT' });
    expect(big.length).toBeGreaterThan(small.length);
  });
});
