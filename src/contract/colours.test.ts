import {
  colourProblem,
  contrastRatio,
  DEFAULT_COLOURS,
  parseHex,
  ratioText,
  relativeLuminance,
  themeCss,
  themeProperties,
} from './colours';

describe('contrastRatio (WCAG 2.x)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    // The lightest grey that passes AA on white, and the one just too light (WebAIM's figures).
    ['#767676', '#ffffff', 4.54],
    ['#777777', '#ffffff', 4.48],
    ['#0000ff', '#ffffff', 8.59],
    ['#ff0000', '#ffffff', 4.0],
    ['#f5a425', '#ffffff', 2.05],
  ])('%s against %s is %d:1, in either order', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
    expect(contrastRatio(b, a)).toBeCloseTo(ratio, 1);
  });

  it('reads #rgb and either case, and says null for what is not a colour', () => {
    expect(contrastRatio('#FFF', '#000')).toBe(21);
    expect(parseHex('#A12C2F')).toEqual([161, 44, 47]);
    expect(contrastRatio('red', '#fff')).toBeNull();
    expect(contrastRatio('#12345', '#fff')).toBeNull();
  });

  it('has the luminance of the ends and of sRGB mid grey', () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 10);
    expect(relativeLuminance([128, 128, 128])).toBeCloseTo(0.2159, 4);
  });
});

describe('ratioText', () => {
  it('gives one decimal, and never rounds a failing ratio up to 4.5', () => {
    expect(ratioText(2.05)).toBe('2.1:1');
    expect(ratioText(4.48)).toBe('4.4:1');
    expect(ratioText(4.54)).toBe('4.5:1');
    expect(ratioText(21)).toBe('21.0:1');
  });
});

describe('colourProblem', () => {
  it("passes the template's colours", () => {
    expect(colourProblem('primaryColor', DEFAULT_COLOURS.primaryColor)).toBeNull();
    expect(colourProblem('accentColor', DEFAULT_COLOURS.accentColor)).toBeNull();
  });

  it('says the ratio and what it needs', () => {
    expect(colourProblem('primaryColor', '#F5A425')).toBe(
      'Primary colour #f5a425 on white has a contrast of 2.1:1; it needs at least 4.5:1',
    );
    expect(colourProblem('accentColor', '#1a5fb4')).toMatch(/^Accent colour #1a5fb4 under dark text/);
    expect(colourProblem('primaryColor', '#abc')).toBe('Primary colour must be a colour like #1a5fb4');
  });
});

describe('themeCss', () => {
  it("is empty for the template's colours (theme.css has them)", () => {
    expect(themeCss(DEFAULT_COLOURS)).toBe('');
  });

  it("overrides the theme's variables with the school's colours and their shades", () => {
    const properties = themeProperties({ primaryColor: '#1a5fb4', accentColor: '#ffd166' });
    expect(properties).toMatchObject({ '--brand-red': '#1a5fb4', '--brand-amber': '#ffd166' });
    // The accent's text shade on white reaches AA.
    expect(contrastRatio(properties['--brand-amber-text'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(themeCss({ primaryColor: '#1a5fb4', accentColor: DEFAULT_COLOURS.accentColor })).toMatch(
      /^:root\{--brand-red:#1a5fb4;--brand-red-dark:#[0-9a-f]{6}\}$/,
    );
  });
});
