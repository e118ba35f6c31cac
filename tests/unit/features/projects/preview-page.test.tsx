import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { Route } from 'wouter';
import PreviewPage from '../../../../src/features/projects/preview-page';
import { fakeApi, json, signedIn, signedOut } from '../../support/fake-api';
import { ACME } from '../../support/demo-data';
import { renderApp } from '../../support/render';

const P = '30000000-0000-4000-8000-000000000001';
const PATH = `/enterprise/${ACME}/projects/${P}/preview`;

beforeEach(() => {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://portal.test${PATH}`);
  signedIn();
});
afterEach(() => signedOut());

describe('the preview page: links from the API (docs/product-decisions.md "Serving and sign-out")', () => {
  it("opens https: and this site's previews; any other address shows the failed download text instead", async () => {
    fakeApi((call) =>
      call.path === `/${ACME}/projects/${P}/preview-info/`
        ? json({
            projectName: 'Voice Assistant Prompts',
            jobPreviews: [
              { jobName: 'Job A', languageCode: 'en-gb', previewUrl: 'https://previews.example.com/a' },
              { jobName: 'Job B', languageCode: 'fr-fr', previewUrl: 'http://portal.test/api/__files__/previews/b' },
              { jobName: 'Job C', languageCode: 'de-de', previewUrl: 'javascript:alert(document.domain)' },
              { jobName: 'Job D', languageCode: 'es-es', previewUrl: 'data:text/html,<script>alert(1)</script>' },
            ],
          })
        : undefined,
    );
    renderApp(<Route path="/enterprise/:enterpriseId/projects/:projectId/preview" component={PreviewPage} />, {
      path: PATH,
    });
    const link = (job: string) =>
      screen.queryByRole('link', { name: `Open the preview of ${job} (opens in a new tab)` });
    expect((await screen.findByRole('link', { name: /Job A/ })).getAttribute('href')).toBe(
      'https://previews.example.com/a',
    );
    expect(link('Job B')?.getAttribute('href')).toBe('http://portal.test/api/__files__/previews/b');
    for (const job of ['Job C', 'Job D']) {
      expect(link(job)).toBeNull();
      expect(
        screen.getByText(new RegExp(`There was a problem downloading ${job}\\. If this problem persists, please`)),
      ).toBeTruthy();
    }
    expect(document.querySelectorAll('a[href^="javascript:"], a[href^="data:"]')).toHaveLength(0);
  });
});
