import { describe, expect, it, vi } from 'vitest';
import { filenameOfUrl } from './url-filename.ts';

vi.stubGlobal('location', { href: 'https://emote.example/jam' });

describe('filenameOfUrl', () => {
  it('names a data: URL by its declared type, never by its base64', () => {
    expect(filenameOfUrl('data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==')).toBe('pasted image.png');
    expect(filenameOfUrl('data:image/gif;base64,R0lGODlhAQABAAAAACw=')).toBe('pasted image.gif');
    expect(filenameOfUrl('DATA:Image/JPEG;base64,/9j/4AAQ')).toBe('pasted image.jpg');
    expect(filenameOfUrl('data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E')).toBe('pasted image.svg');
    expect(filenameOfUrl('data:image/webp;base64,UklGRg==')).toBe('pasted image.webp');
  });

  it('names a data: URL of no known image type without an extension', () => {
    expect(filenameOfUrl('data:;base64,iVBORw0KGgo=')).toBe('pasted image');
    expect(filenameOfUrl('data:application/octet-stream;base64,AAAA/B+/Zm9v')).toBe('pasted image');
  });

  it('names any other URL by the last part of its path', () => {
    expect(filenameOfUrl('https://cdn.example/emotes/cat%20jam.gif?size=4')).toBe('cat jam.gif');
    expect(filenameOfUrl('https://cdn.example/')).toBe('image');
    expect(filenameOfUrl('/art/dog.png')).toBe('dog.png');
  });
});
