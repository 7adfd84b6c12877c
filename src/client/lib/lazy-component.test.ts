import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';

/** A browser's window and navigator, as far as the loader uses them: online state and its event. */
let online = true;
beforeEach(() => {
  online = true;
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('navigator', {
    get onLine() {
      return online;
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

const Dialog = () => null;

describe('lazyComponent', () => {
  it('fetches the code once, however many ask, and then gives the component at once', async () => {
    const loader = vi.fn(async () => Dialog);
    const lazy = lazyComponent(loader);
    expect(lazy.get()).toBeNull();
    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect([first, second]).toEqual([true, true]);
    expect(await lazy.load()).toBe(true);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(lazy.get()).toBe(Dialog);
  });

  it('a failed fetch throws nothing, and the next load tries again', async () => {
    const loader = vi
      .fn<() => Promise<typeof Dialog>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Dialog);
    const lazy = lazyComponent(loader);
    expect(await lazy.load()).toBe(false);
    expect(lazy.get()).toBeNull();
    expect(await lazy.load()).toBe(true);
    expect(loader).toHaveBeenCalledTimes(2);
    expect(lazy.get()).toBe(Dialog);
  });

  it('a preload offline waits for the connection (once, however often asked), then fetches', async () => {
    online = false;
    const loader = vi.fn(async () => Dialog);
    const lazy = lazyComponent(loader);
    lazy.preload();
    lazy.preload();
    expect(loader).not.toHaveBeenCalled();
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(lazy.get()).toBe(Dialog));
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('a preload cut off by the connection going waits for it, then fetches again', async () => {
    const loader = vi.fn<() => Promise<typeof Dialog>>().mockImplementationOnce(async () => {
      online = false;
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    loader.mockResolvedValueOnce(Dialog);
    const lazy = lazyComponent(loader);
    lazy.preload();
    await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(lazy.get()).toBeNull();
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(lazy.get()).toBe(Dialog));
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('a preload of code already there does nothing', async () => {
    const loader = vi.fn(async () => Dialog);
    const lazy = lazyComponent(loader);
    await lazy.load();
    lazy.preload();
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
