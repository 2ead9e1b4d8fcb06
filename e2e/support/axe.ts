import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Serious and critical axe findings on the page as it is now, one line each (WCAG 2.1 A/AA and best practice). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Colours are judged at rest: a badge fading in or a button between two shades is not what users read.
  await page.evaluate(() => { for (const a of document.getAnimations()) a.finish(); });
  // @axe-core/playwright's types name the full playwright package; playwright-core's Page is the same object.
  const result = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} [${n.any.map((a) => a.message).join('; ')}]`).join(' | ')}`);
}
