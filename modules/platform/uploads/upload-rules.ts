// What callers of the upload store ask for (limits, accepted types, messages) and get back.

export type ImageRules = {
  maxBytes: number;
  /** 413 message, e.g. 'Profile picture must be less than 5MB'. */
  tooLargeMessage: string;
  /** 400 message for anything that is not an accepted image, e.g. 'Please select a valid image file'. */
  invalidMessage: string;
  /** Longest side after resizing (default 2000). */
  maxDimension?: number;
  /** Accept SVG, stored sanitised (default true). */
  allowSvg?: boolean;
};
export type StoredImage = { path: string; bytes: number; mime: string };

export type FileRules = {
  maxBytes: number;
  /** MIME types accepted, as file-type detects them from the content (e.g. 'application/pdf'). */
  allowed: readonly string[];
  tooLargeMessage?: string;
  invalidMessage?: string;
  /**
   * Also accept UTF-8 text (no magic number to sniff): proven by reading the whole file, typed
   * text/plain, text/markdown or text/csv by the sent name's extension when those are allowed.
   */
  allowText?: boolean;
};
export type StoredFile = { key: string; bytes: number; mime: string; originalName: string };
