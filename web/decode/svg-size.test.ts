import { describe, expect, it } from 'vitest';
import { declaresZeroSize, readSvgSize } from './svg-size.ts';

const sizeOf = (svg: string) => readSvgSize(new TextEncoder().encode(svg));

describe('readSvgSize', () => {
  it('reads width and height in px or absolute units', () => {
    expect(sizeOf('<svg width="123px" height="456">')).toEqual({ width: 123, height: 456 });
    expect(sizeOf("<svg width='1in' height='72pt'>")).toEqual({ width: 96, height: 96 });
    expect(sizeOf('<svg width="2.54cm" height="25.4mm"/>')).toEqual({ width: 96, height: 96 });
  });

  it('takes the viewBox when there is no width or height, with commas or spaces', () => {
    expect(sizeOf('<svg viewBox="0 0 123 456">')).toEqual({ width: 123, height: 456 });
    expect(sizeOf('<svg viewBox="-5,-5,10.4,20">')).toEqual({ width: 10, height: 20 });
  });

  it('derives the missing side from the viewBox aspect', () => {
    expect(sizeOf('<svg width="100" viewBox="0 0 50 25">')).toEqual({ width: 100, height: 50 });
    expect(sizeOf('<svg height="100" viewBox="0 0 50 25">')).toEqual({ width: 200, height: 100 });
  });

  it('ignores relative lengths and gives null when nothing absolute is declared', () => {
    expect(sizeOf('<svg width="100%" height="100%" viewBox="0 0 4 3">')).toEqual({ width: 4, height: 3 });
    expect(sizeOf('<svg width="100%" height="50em">')).toBeNull();
    expect(sizeOf('<svg xmlns="http://www.w3.org/2000/svg">')).toBeNull();
    expect(sizeOf('<svg width="0" height="10">')).toBeNull();
    expect(sizeOf('<svg viewBox="0 0 0 10">')).toBeNull();
  });

  it('does not read attributes of child elements or text inside quotes', () => {
    expect(sizeOf('<svg data-x="a>b" width="7" height="8"><rect width="100" height="100"/></svg>')).toEqual({ width: 7, height: 8 });
    expect(sizeOf('<svg><rect width="100" height="100"/></svg>')).toBeNull();
  });
});

describe('declaresZeroSize', () => {
  const zero = (svg: string) => declaresZeroSize(new TextEncoder().encode(svg));

  it('finds a zero width or height, in any unit', () => {
    expect(zero('<svg xmlns="http://www.w3.org/2000/svg" width="0" height="64"><rect width="9" height="9"/></svg>')).toBe(true);
    expect(zero('<svg height="0px" width="64">')).toBe(true);
    expect(zero("<svg width='0.0em'>")).toBe(true);
    expect(zero('<svg width="0%" height="100%">')).toBe(true);
  });

  it('finds a viewBox of zero width or height', () => {
    expect(zero('<svg viewBox="0 0 0 50">')).toBe(true);
    expect(zero('<svg viewBox="0,0,50,0">')).toBe(true);
  });

  it('leaves sizes that are not zero, and SVGs that declare none', () => {
    expect(zero('<svg width="10" height="0.5">')).toBe(false);
    expect(zero('<svg width="100%" viewBox="0 0 10 10">')).toBe(false);
    expect(zero('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(false);
    expect(zero('<svg data-width="0">')).toBe(false);
  });
});
