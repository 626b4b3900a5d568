/*
 * The menu's icons: small 24x24 line drawings (stroke follows the text colour), stored base64-encoded
 * in `pages.img` as spec section 3 describes.
 */

const svg = (body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;

export const MENU_ICONS = {
  users: svg(
    '<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6"/><circle cx="17" cy="9" r="2.5"/><path d="M16.5 14.2c2.9.2 5 2.3 5 5.3"/>',
  ),
  idCard: svg(
    '<rect x="2.5" y="5" width="19" height="14" rx="2"/><circle cx="8.5" cy="11" r="2.2"/><path d="M5.2 16.5c.6-1.6 1.8-2.4 3.3-2.4s2.7.8 3.3 2.4M14.5 10h4M14.5 13.5h3"/>',
  ),
  chart: svg(
    '<path d="M3.5 20.5h17"/><rect x="5" y="12" width="3" height="6" rx=".5"/><rect x="10.5" y="7.5" width="3" height="10.5" rx=".5"/><rect x="16" y="4" width="3" height="14" rx=".5"/>',
  ),
  download: svg(
    '<path d="M12 3.5v11M7.5 10l4.5 4.5 4.5-4.5"/><path d="M4 15.5v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3"/>',
  ),
  upload: svg(
    '<path d="M12 15.5v-11M7.5 9l4.5-4.5L16.5 9"/><path d="M4 15.5v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3"/>',
  ),
  funnel: svg('<path d="M3.5 4.5h17l-6.5 8v6l-4 2v-8z"/>'),
  list: svg(
    '<path d="M9 6.5h11M9 12h11M9 17.5h11"/><circle cx="4.8" cy="6.5" r="1"/><circle cx="4.8" cy="12" r="1"/><circle cx="4.8" cy="17.5" r="1"/>',
  ),
  wrench: svg(
    '<path d="M14.7 6.3a4 4 0 0 0 4.9 5.1l-8.3 8.3a2.1 2.1 0 0 1-3-3l8.3-8.3a4 4 0 0 0-5.1-4.9l2.6 2.6-.6 2.4-2.4.6z"/>',
  ),
  journey: svg(
    '<circle cx="5.5" cy="18.5" r="2"/><circle cx="18.5" cy="5.5" r="2"/><path d="M7.5 18.5h7a3 3 0 0 0 0-6h-5a3 3 0 0 1 0-6h7"/>',
  ),
  flow: svg(
    '<rect x="3" y="3.5" width="7" height="5" rx="1"/><rect x="14" y="15.5" width="7" height="5" rx="1"/><path d="M6.5 8.5v4.5h11v2.5"/><path d="M17.5 8.5l-2-2 2-2 2 2z"/>',
  ),
  dashboard: svg(
    '<rect x="3.5" y="3.5" width="7" height="8" rx="1.2"/><rect x="13.5" y="3.5" width="7" height="5" rx="1.2"/><rect x="13.5" y="11.5" width="7" height="9" rx="1.2"/><rect x="3.5" y="14.5" width="7" height="6" rx="1.2"/>',
  ),
  profile: svg('<circle cx="12" cy="8" r="4"/><path d="M4 20.5c.8-3.8 4-6 8-6s7.2 2.2 8 6"/>'),
  documents: svg(
    '<path d="M14 3.5H7a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-10z"/><path d="M14 3.5v5h5M8.5 13h7M8.5 16.5h5"/>',
  ),
  formBuilder: svg(
    '<rect x="3.5" y="3.5" width="17" height="17" rx="2"/><path d="M7 8h6M7 12h4"/><path d="M13.5 17.5l.5-2.2 4-4 1.7 1.7-4 4z"/>',
  ),
  invoice: svg(
    '<path d="M6 2.5h12v19l-2.5-1.6L13 21.5l-2-1.6-2.5 1.6L6 19.9z"/><path d="M9 7.5h6M9 11h6M9 14.5h3.5"/>',
  ),
  sliders: svg(
    '<path d="M4 6.5h9M17 6.5h3M4 12h3M11 12h9M4 17.5h11M19 17.5h1"/><circle cx="15" cy="6.5" r="2"/><circle cx="9" cy="12" r="2"/><circle cx="17" cy="17.5" r="2"/>',
  ),
  receipt: svg(
    '<rect x="4.5" y="3" width="15" height="18" rx="2"/><path d="M8 7.5h8M8 11h8M8 14.5h4"/><path d="M14.5 17.5h1.5"/>',
  ),
  store: svg(
    '<path d="M3.5 9.5l1.5-5h14l1.5 5"/><path d="M3.5 9.5a2.8 2.8 0 0 0 5.7 0 2.8 2.8 0 0 0 5.6 0 2.8 2.8 0 0 0 5.7 0"/><path d="M5 12.5v8h14v-8M10 20.5v-5h4v5"/>',
  ),
  loan: svg(
    '<rect x="2.5" y="6" width="19" height="12" rx="2"/><circle cx="12" cy="12" r="2.6"/><path d="M6 9.5v5M18 9.5v5"/>',
  ),
  collections: svg(
    '<path d="M3.5 14.5h3.5l3 2h4a1.5 1.5 0 0 0 0-3h-3"/><path d="M7 18.5l3 2h6.5l4-4.5"/><circle cx="15.5" cy="6.5" r="3"/>',
  ),
  calendar: svg(
    '<rect x="3.5" y="5" width="17" height="15.5" rx="2"/><path d="M3.5 10h17M8 3v4M16 3v4M7.5 14h2M11 14h2M14.5 14h2M7.5 17.5h2"/>',
  ),
  mandate: svg(
    '<path d="M6 3.5h9l4 4v13H6z"/><path d="M15 3.5v4h4M9 11h7M9 14.5h4"/><path d="M9.5 18.5c1-1.2 2-1.2 2.5 0s1.5 1.2 2.5 0"/>',
  ),
  alarm: svg('<path d="M12 3.5l9 16H3z"/><path d="M12 10v4.5M12 17.2v.1"/>'),
  bank: svg('<path d="M3 9.5 12 4l9 5.5z"/><path d="M5 10.5v7M9.7 10.5v7M14.3 10.5v7M19 10.5v7M3 20h18"/>'),
} as const;

export type MenuIconName = keyof typeof MENU_ICONS;

export const iconBase64 = (name: MenuIconName): string =>
  Buffer.from(MENU_ICONS[name], "utf8").toString("base64");
