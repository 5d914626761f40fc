import { createRequire } from 'node:module';
import path from 'node:path';

// sharp is the API's image library (it makes the photo variants); the tests borrow it to write real JPEGs.
const requireFromApi = createRequire(path.join(__dirname, '..', '..', 'api', 'package.json'));
const sharp = requireFromApi('sharp') as (
  input: Buffer,
  options: { raw: { width: number; height: number; channels: 3 } },
) => { jpeg(options: { quality: number }): { toBuffer(): Promise<Buffer> } };

/**
 * A real JPEG as a phone camera writes one: `width` x `height` pixels of soft colour gradients with sensor-like
 * noise (the noise is what makes phone photos big), encoded at `quality`. 4000 x 3000 at 88 with noise 40 is
 * about 3.4 MB, a 12 MP photo; 4624 x 3468 at 97 with noise 80 is about 12.7 MB, a 16 MP photo at its best.
 */
export async function phonePhoto({
  width = 4000,
  height = 3000,
  quality = 88,
  noise = 40,
}: {
  width?: number;
  height?: number;
  quality?: number;
  noise?: number;
} = {}): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      raw[at] = Math.min(255, (x * 200) / width + Math.random() * noise);
      raw[at + 1] = Math.min(255, (y * 200) / height + Math.random() * noise);
      raw[at + 2] = Math.min(255, ((x + y) * 100) / (width + height) + 80 + Math.random() * noise);
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}
