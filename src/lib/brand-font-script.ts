/**
 * What index.html's first script needs to let text use the brand font (src/lib/fonts.ts says
 * when), kept apart from the DOM code so that the build (scripts/inline-boot-plugin.ts) can write
 * the script in.
 */

/** The class of <html> that lets text use the brand font (app/theme.css). */
export const FONTS_CLASS = 'brand-font';

/** Where the browser keeps that the font is in its cache (read by index.html's first script). */
export const FONTS_KEPT_KEY = 'school-meetings.brand-font';

/**
 * index.html's first script (written in by scripts/inline-boot-plugin.ts, allowed by its hash): it
 * runs before the page is drawn and lets text use the font where the browser keeps it.
 */
export const BRAND_FONT_SCRIPT = `try{localStorage.getItem(${JSON.stringify(FONTS_KEPT_KEY)})&&document.documentElement.classList.add(${JSON.stringify(FONTS_CLASS)})}catch(e){}`;
