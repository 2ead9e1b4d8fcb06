import { chromium } from 'playwright-core';
const base = 'http://localhost:3100';
const out = '/tmp/shots';
const langs = (process.env.LANGS ?? 'zh-CN,en').split(',');
const widths = (process.env.WIDTHS ?? '1280,375').split(',').map(Number);
const pages = (process.env.PAGES ?? '/dashboard,/admin,/setting/group,/log,/profile/index,/feedback').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
const errors = [];
for (const lang of langs) for (const width of widths) {
  const ctx = await browser.newContext({ viewport: { width, height: width > 500 ? 800 : 740 } });
  await ctx.addCookies([{ name: 'lang', value: lang, url: base }]);
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${lang} ${width} ${page.url()} ${m.type()}: ${m.text().slice(0, 300)}`); });
  page.on('pageerror', (e) => errors.push(`${lang} ${width} pageerror ${e.message}`));
  const tag = `${lang}-${width}`;
  await page.goto(base + '/');
  await page.waitForSelector('#username', { timeout: 8000 }).catch(async (e) => { await page.screenshot({ path: out + '/fail.png' }); console.log(await page.content()); throw e; });
  await page.screenshot({ path: `${out}/${tag}-login.png` });
  await page.click('[data-testid=login-submit]');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/${tag}-login-empty.png` });
  await page.fill('#username', process.env.USER_NAME ?? 'admin');
  await page.fill('#password', process.env.USER_PASS ?? 'admin123456');
  await page.click('[data-testid=login-submit]');
  await page.waitForURL('**/dashboard');
  for (const p of pages) {
    await page.goto(base + p);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(700);
    await page.screenshot({ path: `${out}/${tag}-${p.replace(/\//g, '_')}.png`, fullPage: process.env.FULL === '1' });
  }
  if (process.env.FEEDBACK === '1') {
    await page.goto(base + '/dashboard');
    await page.waitForSelector('[data-testid=feedback-button]');
    await page.click('[data-testid=feedback-button]');
    await page.waitForTimeout(800);
    await page.click('#feedback-suggest'); await page.click('#feedback-mail');
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/${tag}-feedback-dialog.png` });
  }
  await ctx.close();
}
await browser.close();
console.log(errors.join('\n'));
