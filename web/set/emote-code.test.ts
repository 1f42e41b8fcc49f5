import { describe, expect, it } from 'vitest';
import { codeFromFilename, codeProblem } from './emote-code.ts';
import { SET_MESSAGES } from './set-messages.ts';

describe('emote codes', () => {
  it('takes letters and digits from 3 to 25 characters', () => {
    expect(codeProblem('catJam', [])).toBeNull();
    expect(codeProblem('Pog2', [])).toBeNull();
    expect(codeProblem('a'.repeat(25), [])).toBeNull();
  });

  it('refuses spaces, dashes, underscores and accents as Twitch does', () => {
    for (const code of ['cat jam', 'cat-jam', 'cat_jam', 'café', 'catJam!']) expect(codeProblem(code, [])).toBe(SET_MESSAGES.codeCharacters);
  });

  it('refuses codes too short or too long', () => {
    expect(codeProblem('', [])).toBe(SET_MESSAGES.codeLength);
    expect(codeProblem('ab', [])).toBe(SET_MESSAGES.codeLength);
    expect(codeProblem('a'.repeat(26), [])).toBe(SET_MESSAGES.codeLength);
  });

  it('refuses a code the set has, whatever its case', () => {
    expect(codeProblem('CATJAM', ['catJam'])).toBe(SET_MESSAGES.codeTaken('CATJAM'));
    expect(codeProblem('catJam2', ['catJam'])).toBeNull();
  });

  it('names a file’s emote after its letters and digits, unique in the set', () => {
    expect(codeFromFilename('my cat-photo.png', [])).toBe('mycatphoto');
    expect(codeFromFilename('café.gif', [])).toBe('cafe');
    expect(codeFromFilename('a.png', [])).toBe('aemote');
    expect(codeFromFilename('---.png', [])).toBe('emote');
    expect(codeFromFilename('dog.png', ['dog', 'DOG2'])).toBe('dog3');
    expect(codeFromFilename(`${'x'.repeat(30)}.png`, ['x'.repeat(25)])).toBe(`${'x'.repeat(24)}2`);
  });
});
