import { describe, expect, it } from 'vitest';
import { parseSocialHandle, socialProfileUrl } from './socials.js';

describe('parseSocialHandle', () => {
  it.each([
    ['socialInstagram', 'sea_ada', 'sea_ada'],
    ['socialInstagram', '@sea_ada', 'sea_ada'],
    ['socialInstagram', 'https://www.instagram.com/sea_ada/?hl=en', 'sea_ada'],
    ['socialInstagram', 'instagram.com/sea_ada', 'sea_ada'],
    ['socialTwitter', 'https://twitter.com/SeaAda', 'SeaAda'],
    ['socialTwitter', 'https://x.com/SeaAda', 'SeaAda'],
    ['socialTikTok', 'https://www.tiktok.com/@sea.ada', 'sea.ada'],
    ['socialYouTube', 'https://www.youtube.com/@SeaAda', 'SeaAda'],
    [
      'socialYouTube',
      'https://youtube.com/channel/UC1234567890123456789012',
      'channel/UC1234567890123456789012',
    ],
    ['socialFacebook', 'https://m.facebook.com/profile.php?id=100012345', '100012345'],
    ['socialFacebook', 'facebook.com/ada.lovelace', 'ada.lovelace'],
    ['socialPinterest', 'https://uk.pinterest.com/seaada/', 'seaada'],
    ['socialPinterest', 'https://www.pinterest.co.uk/seaada', 'seaada'],
    ['socialInstagram', '   ', null],
    ['socialInstagram', 'sea.ada', 'sea.ada'],
  ] as const)('%s %s → %s', (field, input, handle) => {
    expect(parseSocialHandle(field, input)).toEqual({ ok: true, handle });
  });

  it('refuses a link to another site, naming the network', () => {
    expect(parseSocialHandle('socialInstagram', 'https://evil.example/sea_ada')).toEqual({
      ok: false,
      message: 'That link is not on Instagram: enter your Instagram handle or profile link',
    });
    expect(parseSocialHandle('socialTwitter', 'https://instagram.com/sea_ada')).toMatchObject({ ok: false });
    expect(parseSocialHandle('socialInstagram', 'https://instagram.com.evil.example/x')).toMatchObject({
      ok: false,
    });
    expect(parseSocialHandle('socialInstagram', 'javascript://instagram.com/%0aalert(1)')).toMatchObject({
      ok: false,
    });
  });

  it('refuses handles the network does not allow and links that name no profile', () => {
    expect(parseSocialHandle('socialTwitter', 'far_too_long_for_x_handles')).toEqual({
      ok: false,
      message: 'Please enter a valid X handle or profile link',
    });
    expect(parseSocialHandle('socialInstagram', 'sea ada')).toMatchObject({ ok: false });
    expect(parseSocialHandle('socialTikTok', 'https://www.tiktok.com/')).toMatchObject({ ok: false });
  });

  it('makes the profile link back from the stored handle', () => {
    expect(socialProfileUrl('socialTikTok', 'sea.ada')).toBe('https://www.tiktok.com/@sea.ada');
    expect(socialProfileUrl('socialYouTube', 'SeaAda')).toBe('https://www.youtube.com/@SeaAda');
  });
});
