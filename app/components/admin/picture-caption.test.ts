import { describe, expect, it } from 'vitest';
import { captionOf } from './picture-caption.ts';

describe('the caption a chosen picture starts with', () => {
  it('is the file name without its extension', () => {
    expect(captionOf('Sports day relay.jpg')).toBe('Sports day relay');
    expect(captionOf('graduation_2026.heic')).toBe('graduation_2026');
    expect(captionOf('Class 3 at the library.png')).toBe('Class 3 at the library');
  });

  it("is empty where a camera or a phone made the name up (it would be the picture's alt text)", () => {
    for (const name of [
      'IMG_20261205_101112.jpg',
      'IMG_1234 (1).JPG',
      'DSC01234.JPG',
      'PXL_20261205_101112345.jpg',
      'WhatsApp Image 2026-12-05 at 10.11.12.jpeg',
      'Screenshot 2026-12-05 101112.png',
      '20261205_101112.jpg',
      'image.png',
    ])
      expect(captionOf(name), name).toBe('');
  });
});
