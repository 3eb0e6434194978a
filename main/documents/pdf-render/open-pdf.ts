import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as NapiCanvas from '@napi-rs/canvas';
import type * as Pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api';

/** The bundles have a CommonJS `require`; the tests run this module as ESM. */
const requireHere = typeof require === 'function' ? require : createRequire(import.meta.url);

/**
 * The most pixels an image a page draws may have for pdf.js to decode it: an A4 scan at 400 dpi is
 * 15.5 megapixels. pdf.js holds a picture three times over as it draws it (its JPEG's coefficients,
 * the pixels, their RGBA copy), so one of 35 megapixels (600 dpi) does not fit in a reading child's
 * 512 MiB. pdf.js draws a larger one as nothing: the page is read without it.
 */
export const MAX_DRAWN_IMAGE_PIXELS = 20_000_000;

type Napi = typeof NapiCanvas;
type SkiaCanvas = InstanceType<Napi['Canvas']>;

/**
 * The canvases pdf.js draws on: Skia's, through `@napi-rs/canvas` (prebuilt, from npm), whose
 * memory is the process's own, so the child's data limit counts every pixel. Given to pdf.js
 * rather than left to it: in Electron's utility process pdf.js does not take itself for Node and
 * would ask for a DOM.
 */
function canvasFactoryOf(napi: Napi) {
  return class SkiaCanvasFactory {
    create(width: number, height: number): { canvas: SkiaCanvas; context: ReturnType<SkiaCanvas['getContext']> } {
      if (width <= 0 || height <= 0) throw new Error('Invalid canvas size');
      const canvas = new napi.Canvas(width, height);
      return { canvas, context: canvas.getContext('2d') };
    }
    reset(pair: { canvas: SkiaCanvas }, width: number, height: number): void {
      pair.canvas.width = width;
      pair.canvas.height = height;
    }
    destroy(pair: { canvas: SkiaCanvas | null; context: unknown }): void {
      if (pair.canvas !== null) {
        pair.canvas.width = 0;
        pair.canvas.height = 0;
      }
      pair.canvas = null;
      pair.context = null;
    }
  };
}

/** Filters (soft masks in a browser's SVG) need a DOM: none here, as in pdf.js's own Node build. */
class NoFilterFactory {
  addFilter(): string {
    return 'none';
  }
  addHCMFilter(): string {
    return 'none';
  }
  addAlphaFilter(): string {
    return 'none';
  }
  addLuminosityFilter(): string {
    return 'none';
  }
  addHighlightHCMFilter(): string {
    return 'none';
  }
  destroy(): void {}
}

/**
 * The 14 standard fonts a PDF may name without embedding (Helvetica, Times…), from the files
 * pdfjs-dist ships (Foxit's and Liberation's), read from the package on disk: never fetched.
 * Drawn from these, the page looks the same on every machine.
 */
class PackagedFontFactory {
  private readonly folder = path.join(path.dirname(requireHere.resolve('pdfjs-dist/package.json')), 'standard_fonts');
  async fetch({ filename }: { filename: string }): Promise<Uint8Array> {
    return new Uint8Array(await fs.readFile(path.join(this.folder, path.basename(filename))));
  }
}

/**
 * pdf.js adds `Response.prototype.bytes` where it is missing (Node 20), and reaching `Response`
 * loads Node's fetch, whose HTTP parser is WebAssembly reserving gigabytes of address space. The
 * child fetches nothing, so `Response` is a stand-in that already has the method (reading the
 * global to test it would load fetch).
 */
function keepFetchUnloaded(): void {
  Object.defineProperty(globalThis, 'Response', {
    configurable: true,
    writable: true,
    value: class Response {
      bytes(): void {}
    },
  });
}

async function loadPdfjs(napi: Napi): Promise<typeof Pdfjs> {
  keepFetchUnloaded();
  // pdf.js draws with these browser classes; Skia's stand in for them.
  const globals = globalThis as Record<string, unknown>;
  globals.DOMMatrix ??= napi.DOMMatrix;
  globals.Path2D ??= napi.Path2D;
  globals.ImageData ??= napi.ImageData;
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js runs its worker's code in this thread when it finds it here, rather than importing a
  // file by a path it makes up. The worker module ships no types of its own.
  globals.pdfjsWorker ??= await import('pdfjs-dist/legacy/build/pdf.worker.mjs' as string);
  return pdfjs;
}

/**
 * Opens an untrusted PDF with pdf.js (legacy build) to read and draw its pages: nothing is
 * evaluated (no font program is compiled to JavaScript), fonts are drawn as outlines rather than
 * installed, the standard fonts come from the package, nothing is fetched (the bytes are given, no
 * URL), no WebAssembly decoders, no XFA forms, and images past `MAX_DRAWN_IMAGE_PIXELS` are not
 * decoded. Throws what pdf.js throws for a PDF it cannot open (damaged, encrypted).
 */
export async function openPdf(bytes: Buffer): Promise<PDFDocumentProxy> {
  const napi = await import('@napi-rs/canvas');
  const pdfjs = await loadPdfjs(napi);
  return pdfjs.getDocument({
    // A copy: pdf.js takes the buffer it is given for its own (transfers it), and the caller may read the bytes again.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    useWasm: false,
    enableXfa: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    maxImageSize: MAX_DRAWN_IMAGE_PIXELS,
    stopAtErrors: false,
    verbosity: 0,
    CanvasFactory: canvasFactoryOf(napi),
    FilterFactory: NoFilterFactory,
    StandardFontDataFactory: PackagedFontFactory,
    // Read by pdf.js only to know that standard fonts may be asked for; the factory reads them.
    standardFontDataUrl: 'standard_fonts/',
  } as Parameters<typeof pdfjs.getDocument>[0]).promise;
}
