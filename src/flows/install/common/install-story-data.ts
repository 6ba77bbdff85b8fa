/** Shared props for the install flow's stories (no site, no network). */
export const storyIcon = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#c8102e"/><text x="32" y="42" font-size="28" text-anchor="middle" fill="#ffd400" font-family="sans-serif">L</text></svg>')}`;

export const storyLinks = {
  Android: 'https://download.luckyvn.example/app/luckyvn.apk',
  IOS: 'https://apps.apple.com/app/id0000000001',
  MOBILECONFIG: 'https://download.luckyvn.example/app/luckyvn.mobileconfig',
};

export const noop = () => undefined;
