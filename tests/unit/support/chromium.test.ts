// The browser suite's launch arguments: our features off without turning Playwright's back on.
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, UNUSED_BROWSER_UI, playwrightChromiumArgs } from '../../support/chromium.ts';

describe('playwrightChromiumArgs', () => {
  it("keeps Playwright's disabled features, adds the unused browser UI and the caller's, in one last --disable-features", async () => {
    const args = await playwrightChromiumArgs(['--process-per-site', '--disable-features=CallerFeature']);
    const disables = args.filter((arg) => arg.startsWith('--disable-features='));
    expect(disables).toHaveLength(1);
    expect(args.at(-1)).toBe(disables[0]);
    const features = disables[0].slice('--disable-features='.length).split(',');
    // Two of Playwright's own (chromiumSwitches.ts): read from the command line it builds.
    expect(features).toEqual(expect.arrayContaining(['ThirdPartyStoragePartitioning', 'PaintHolding']));
    expect(features).toEqual(expect.arrayContaining([...UNUSED_BROWSER_UI, 'CallerFeature']));
    expect(new Set(features).size).toBe(features.length);
    expect(args).toEqual(expect.arrayContaining([...CHROMIUM_ARGS, '--process-per-site']));
  });
});
