// How every browser run of the project starts Debian's Chromium (e2e tests, bench, screenshots): Playwright's
// own browser download is not used, and without the background-networking flags Chromium keeps trying to reach
// hosts this machine's closed network refuses.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
