import { useEffect } from 'react';

export type PageMeta = {
  /** Shown as "<title> · Gamelot"; also og:title. */
  title: string;
  /** meta description and og:description. */
  description?: string | undefined;
  /** og:type, default "website". */
  type?: string;
  /** og:image: an absolute URL or a path on this site. */
  image?: string | null | undefined;
  /**
   * Structured data (schema.org) written as <script type="application/ld+json">. A data block, not
   * a script: the browser never runs it, so the CSP (script-src 'self') does not apply to it.
   */
  jsonLd?: object | undefined;
};

const SITE = 'Gamelot';
const OWNED = 'data-page-meta';

function absolute(url: string): string {
  return new URL(url, window.location.origin).href;
}

function setMeta(attr: 'name' | 'property', key: string, content: string | undefined): () => void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  const created = !el;
  const previous = el?.getAttribute('content') ?? null;
  if (content === undefined) return () => {};
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    el.setAttribute(OWNED, '');
    document.head.append(el);
  }
  el.setAttribute('content', content);
  const node = el;
  return () => {
    if (created) node.remove();
    else if (previous !== null) node.setAttribute('content', previous);
  };
}

/**
 * Search-engine and link-preview metadata for the page shown: the tab title, meta description,
 * Open Graph tags and optional JSON-LD. Everything is put back when the page goes.
 */
export function usePageMeta({ title, description, type = 'website', image, jsonLd }: PageMeta): void {
  const json = jsonLd ? JSON.stringify(jsonLd) : undefined;
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title ? `${title} · ${SITE}` : SITE;
    const restore = [
      setMeta('name', 'description', description),
      setMeta('property', 'og:site_name', SITE),
      setMeta('property', 'og:title', title || SITE),
      setMeta('property', 'og:description', description),
      setMeta('property', 'og:type', type),
      setMeta('property', 'og:url', absolute(window.location.pathname + window.location.search)),
      setMeta('property', 'og:image', image ? absolute(image) : undefined),
      setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    ];
    let script: HTMLScriptElement | undefined;
    if (json) {
      script = document.createElement('script');
      script.type = 'application/ld+json';
      script.setAttribute(OWNED, '');
      // "<" escaped so no text in the data can close the element.
      script.textContent = json.replace(/</g, '\\u003c');
      document.head.append(script);
    }
    return () => {
      document.title = previousTitle;
      restore.forEach((undo) => undo());
      script?.remove();
    };
  }, [title, description, type, image, json]);
}
