// The few parts of jsdom the SVG sanitiser uses. @types/jsdom is left out on purpose: it pulls
// the DOM library into the whole server program, making `window` and `document` look defined.
declare module 'jsdom' {
  export interface DomNode {
    readonly nodeName: string;
    readonly localName: string | null;
    readonly namespaceURI: string | null;
    getAttribute(name: string): string | null;
  }
  export interface DomDocument {
    readonly documentElement: DomNode | null;
    getElementsByTagName(name: string): { readonly length: number };
  }
  export interface DomFragment {
    readonly firstElementChild: DomNode | null;
    readonly childElementCount: number;
  }
  export interface DomWindow {
    DOMParser: new () => { parseFromString(text: string, type: 'image/svg+xml'): DomDocument };
    XMLSerializer: new () => { serializeToString(node: DomNode): string };
  }
  export class JSDOM {
    constructor(html?: string);
    readonly window: DomWindow;
  }
}
