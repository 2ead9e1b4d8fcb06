import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Serious and critical axe findings on the page as it is now, one line each (WCAG 2.1 A/AA and best practice). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Colours are judged at rest: a badge fading in or a button between two shades is not what users
  // read. Finite animations are finished until none has started for 200 ms (a count arriving late
  // starts its own); endless ones, such as a spinner, cannot be finished and are left running.
  let quiet = 0;
  for (let i = 0; i < 30 && quiet < 2; i++) {
    const finished = await page.evaluate(() => {
      let n = 0;
      for (const a of document.getAnimations()) {
        if (a.playState !== 'finished' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime))) {
          a.finish();
          n++;
        }
      }
      return n;
    });
    quiet = finished === 0 ? quiet + 1 : 0;
    await page.waitForTimeout(100);
  }
  // @axe-core/playwright's types name the full playwright package; playwright-core's Page is the same object.
  // Legacy mode runs axe in the page itself: the default opens a blank page in the context to
  // merge the frames' results, which tripled the cost of a check. Only violations are reported, so
  // the passes are not collected.
  const result = await new AxeBuilder({ page: page as never })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 5)
          .map((n) => `${n.target.join(' ')} [${n.any.map((a) => a.message).join('; ')}]`)
          .join(' | ')}`,
    );
}
