import { type Quad, isConvex, outputSize, warpQuad } from './perspective';

export type CameraProblem = 'noCamera' | 'denied' | 'busy' | 'failed';

/**
 * The camera that sees the document best: the rear one on a tablet or phone (`environment`), any
 * other where there is none. Video only: the app is never allowed a microphone.
 */
export async function openCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraError('noCamera');
  try {
    return await navigator.mediaDevices.getUserMedia({
      audio: false,
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1080 } },
    });
  } catch (error) {
    throw new CameraError(problemOf(error));
  }
}

export class CameraError extends Error {
  constructor(readonly problem: CameraProblem) {
    super(problem);
  }
}

function problemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'noCamera';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'busy';
  return 'failed';
}

export function stopCamera(stream: MediaStream | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** The frame the video shows now, at the camera's full resolution. */
export function grabFrame(video: HTMLVideoElement): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('this browser cannot draw the photo');
  context.drawImage(video, 0, 0);
  return canvas;
}

/** Corners a little inside the photo's edges: a start the agent drags onto the document. */
export function startingCorners(): Quad {
  const inset = 0.08;
  return [
    { x: inset, y: inset },
    { x: 1 - inset, y: inset },
    { x: 1 - inset, y: 1 - inset },
    { x: inset, y: 1 - inset },
  ];
}

/**
 * The document inside `corners` (fractions of the photo's width and height), straightened to a
 * rectangle by a perspective transform and encoded as JPEG. Main re-encodes it anyway (D2), so
 * the quality here only has to lose nothing visible.
 */
export async function straightenedJpeg(photo: HTMLCanvasElement, corners: Quad): Promise<Blob> {
  const quad = corners.map(({ x, y }) => ({ x: x * photo.width, y: y * photo.height })) as unknown as Quad;
  if (!isConvex(quad)) throw new Error('the corners cross');
  const context = photo.getContext('2d', { willReadFrequently: true });
  if (context === null) throw new Error('this browser cannot read the photo');
  const source = context.getImageData(0, 0, photo.width, photo.height);
  const { width, height } = outputSize(quad, { x: photo.width / 2, y: photo.height / 2 });
  const warped = warpQuad(source, quad, width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')!.putImageData(new ImageData(warped.data as Uint8ClampedArray<ArrayBuffer>, width, height), 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the photo could not be encoded'))), 'image/jpeg', 0.92),
  );
}
