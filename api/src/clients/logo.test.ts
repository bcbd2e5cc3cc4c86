import { LOGO_MESSAGES } from '@portal/contract';
import type { TestBrowser } from '../test/test-app.js';
import { withTestApp } from '../test/test-app.js';

// SVG logos go through a real sanitiser (DOMPurify on jsdom): what could run is refused with
// its reason, what is merely unknown (editor metadata) is dropped, and the stored file is the
// sanitiser's output.

const api = withTestApp();

function upload(browser: TestBrowser, clientId: number, svg: string) {
  const boundary = 'portal-logo-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.svg"\r\nContent-Type: image/svg+xml\r\n\r\n`;
  return api.app.inject({
    method: 'PUT',
    url: `/api/admin/clients/${clientId}/logo`,
    cookies: {
      'portal.session': browser.cookie('portal.session') ?? '',
      'portal.xsrf': browser.cookie('portal.xsrf') ?? '',
    },
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-xsrf-token': browser.cookie('XSRF-TOKEN') ?? '',
    },
    payload: Buffer.concat([
      Buffer.from(head),
      Buffer.from(svg),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

const served = async (clientId: number) =>
  (await api.visitor().request('GET', `/api/clients/${clientId}/logo`)).body;

const SVG = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

it('refuses SVG logos with code in any spelling', async () => {
  const admin = await api.signedIn('admin@example.com');
  const active = [
    `<svg ${SVG}><a xlink:href="&#106;avascript:alert(1)"><rect width="9" height="9"/></a></svg>`,
    `<svg ${SVG}><a href="java&#x09;script:alert(1)"><rect width="9" height="9"/></a></svg>`,
    `<svg ${SVG}><a href=" JAVASCRIPT:alert(1)"><rect width="9" height="9"/></a></svg>`,
    `<svg ${SVG}><rect width="9" height="9" ONclick="alert(1)"/></svg>`,
    `<svg ${SVG}><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject></svg>`,
    `<svg ${SVG}><SCRIPT xlink:href="data:text/javascript,alert(1)"/></svg>`,
    `<svg ${SVG}><svg><script>alert(1)</script></svg></svg>`,
    `<svg ${SVG}><image href="javascript:alert(1)"/></svg>`,
  ];
  for (const svg of active) {
    const response = await upload(admin, 3, svg);
    expect({ svg, status: response.statusCode, errors: response.json().errors }).toEqual({
      svg,
      status: 400,
      errors: { Logo: [LOGO_MESSAGES.unsafeSvg] },
    });
  }
});

it('stores what the sanitiser keeps, without editor metadata or external references', async () => {
  const admin = await api.signedIn('admin@example.com');
  const inkscape =
    '<?xml version="1.0" encoding="UTF-8"?>\n<!-- Created with Inkscape -->\n' +
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"' +
    ' xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"' +
    ' xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 20 10">' +
    '<sodipodi:namedview id="base" inkscape:zoom="1"/>' +
    '<defs><linearGradient id="g"><stop offset="0" stop-color="#0a7"/></linearGradient></defs>' +
    '<g inkscape:label="Layer 1"><path id="p" d="M0 0h20v10H0z" fill="url(#g)"/>' +
    '<use xlink:href="#p" x="2"/><use href="https://tracker.example/x.svg#a"/>' +
    '<text x="1" y="8">Harbour &amp; Co</text></g></svg>';
  const response = await upload(admin, 1, inkscape);
  expect(response.statusCode).toBe(200);
  const stored = await served(1);
  expect(stored).toContain('<path id="p" d="M0 0h20v10H0z" fill="url(#g)"');
  expect(stored).toContain('href="#p"');
  expect(stored).toContain('Harbour &amp; Co');
  expect(stored).toContain('viewBox="0 0 20 10"');
  expect(stored).not.toMatch(/sodipodi|inkscape|tracker\.example/);
});
