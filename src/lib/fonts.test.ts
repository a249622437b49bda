import { BRAND_FONT_SCRIPT, FONTS_CLASS, FONTS_KEPT_KEY } from './brand-font-script';
import { fetchesBrandFontAhead, showBrandFont } from './fonts';

/** A face of the page's @font-face rules, as document.fonts lists it; `load` fetches its file. */
function face(family: string, weight: string, unicodeRange: string, arrives = true) {
  return {
    family,
    weight,
    unicodeRange,
    load: vi.fn(() => (arrives ? Promise.resolve() : Promise.reject(new Error('offline')))),
  };
}

const LATIN = 'U+0000-00FF, U+0131, U+0152-0153';
const LATIN_EXT = 'U+0100-02BA, U+02BD-02C5, U+1E00-1E9F';

function pageFonts(faces: ReturnType<typeof face>[]) {
  Object.defineProperty(document, 'fonts', { value: faces, configurable: true });
}

const idle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the brand font', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.classList.remove(FONTS_CLASS);
    localStorage.clear();
    Reflect.deleteProperty(document, 'fonts');
  });

  it("on a visit's first page: once idle, fetches the Latin faces no text uses yet, and keeps that it has them", async () => {
    const faces = [
      face('Poppins Fallback', '400', 'U+0-10FFFF'),
      face('"Poppins"', '400', LATIN),
      face('"Poppins"', '400', LATIN_EXT),
      face('Poppins', '700', LATIN),
    ];
    pageFonts(faces);
    fetchesBrandFontAhead();
    expect(faces.some(({ load }) => load.mock.calls.length > 0)).toBe(false);
    await idle();
    expect(faces.map(({ load }) => load.mock.calls.length)).toEqual([0, 1, 0, 1]);
    await idle();
    expect(localStorage.getItem(FONTS_KEPT_KEY)).toBe('1');
    // This page's text does not change: only the next page's first script lets it use the font.
    expect(document.documentElement.classList.contains(FONTS_CLASS)).toBe(false);
  });

  it('keeps nothing when a file does not arrive: the next page tries again', async () => {
    pageFonts([face('Poppins', '400', LATIN), face('Poppins', '600', LATIN, false)]);
    fetchesBrandFontAhead();
    await idle();
    await idle();
    expect(localStorage.getItem(FONTS_KEPT_KEY)).toBeNull();
  });

  it('fetches nothing on a page that has the font already, or for a visitor saving data', async () => {
    const faces = [face('Poppins', '400', LATIN)];
    pageFonts(faces);
    showBrandFont();
    fetchesBrandFontAhead();
    document.documentElement.classList.remove(FONTS_CLASS);
    vi.stubGlobal('navigator', { userAgent: navigator.userAgent, connection: { saveData: true } });
    fetchesBrandFontAhead();
    await idle();
    expect(faces[0]?.load).not.toHaveBeenCalled();
  });

  /** index.html's first script, run as the browser runs it: in the page's global scope. */
  const runFirstScript = () => {
    const globalEval: (code: string) => unknown = eval;
    globalEval(BRAND_FONT_SCRIPT);
  };

  it("index.html's first script lets text use the font where it is kept, and only there", () => {
    runFirstScript();
    expect(document.documentElement.classList.contains(FONTS_CLASS)).toBe(false);
    localStorage.setItem(FONTS_KEPT_KEY, '1');
    runFirstScript();
    expect(document.documentElement.classList.contains(FONTS_CLASS)).toBe(true);
  });

  it("index.html's first script does not fail where storage is refused", () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(runFirstScript).not.toThrow();
    expect(document.documentElement.classList.contains(FONTS_CLASS)).toBe(false);
  });
});
