import { describe, expect, it } from 'vitest';
import { readSsrState, SSR_STATE_ID, stateJson } from './ssr-state';

const state = (text: string) => ({
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['blog', 'post', 'a'],
        queryHash: '["blog","post","a"]',
        state: { data: { title: text } },
      },
    ],
  },
  origin: 'https://site.example',
});

describe('stateJson', () => {
  it('escapes what could end the script or read as markup, and reads back the same', () => {
    const text = '</script><script>alert(1)</script> & <!-- \u2028 \u2029 >';
    const json = stateJson(state(text) as never);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(state(text));
  });

  it('round-trips through the page: readSsrState reads what the server wrote', () => {
    document.body.innerHTML = `<script type="application/json" id="${SSR_STATE_ID}">${stateJson(state('</script>') as never)}</script>`;
    expect(readSsrState(document)).toEqual(state('</script>'));
    document.body.innerHTML = '';
    expect(readSsrState(document)).toBeUndefined();
  });
});
