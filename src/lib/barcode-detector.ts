/**
 * The barcode reader (decision 038): the browser's own BarcodeDetector where it reads our labels'
 * symbologies, else the `barcode-detector` ponyfill over ZXing's WebAssembly build. The `.wasm` is
 * this console's own file (precached by the service worker, never fetched from a CDN), and both
 * are loaded only when a scan starts.
 */

/** What our labels print (Code 128, EAN-13) and what garments arrive with (EAN-8, UPC-A). */
const FORMATS = ['code_128', 'ean_13', 'ean_8', 'upc_a'] as const;

export interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

let made: Promise<Detector> | null = null;

/** The one reader of this page, made on first use. */
export function barcodeDetector(): Promise<Detector> {
  made ??= make().catch((error: unknown) => {
    made = null;
    throw error;
  });
  return made;
}

async function make(): Promise<Detector> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (native) {
    const supported = await native.getSupportedFormats().catch(() => [] as string[]);
    if (FORMATS.every((f) => supported.includes(f))) return new native({ formats: [...FORMATS] });
  }
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasm }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  // Instantiated now, from this origin, so the first frame is not kept waiting for it.
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasm : prefix + path),
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: [...FORMATS] });
}
