import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { externalLinks } from '../../../../src/config/external-links';
import { NoEnterprisePage } from '../../../../src/features/shell/no-enterprise-page';
import { ErrorPage, NotFoundPage } from '../../../../src/features/shell/status-pages';
import { renderApp } from '../../support/render';
import { ACME } from '../../support/demo-data';

function pages() {
  return (
    <Switch>
      <Route path="/not-found/" component={NotFoundPage} />
      <Route path="/error/" component={ErrorPage} />
      <Route path="/enterprise/:enterpriseId/not-found/" component={NotFoundPage} />
      <Route path="/enterprise/:enterpriseId/error/" component={ErrorPage} />
    </Switch>
  );
}

describe('the status pages (spec document 2 sections 2 and 8)', () => {
  it.each([
    ['/not-found/', "We're Sorry. We can't find the page you're looking for", '/'],
    [
      `/enterprise/${ACME}/not-found/`,
      "We're Sorry. We can't find the page you're looking for",
      `/enterprise/${ACME}/`,
    ],
    ['/error/', "We've got a glitch...", '/'],
    [`/enterprise/${ACME}/error/`, "We've got a glitch...", `/enterprise/${ACME}/`],
  ])('%s says "%s", takes focus, names the page and goes to Projects at %s', (path, title, href) => {
    renderApp(pages(), { path });
    const heading = screen.getByRole('heading', { level: 1, name: title });
    expect(document.activeElement).toBe(heading);
    expect(document.title).toBe(title);
    expect(screen.getByRole('link', { name: 'Go to Projects' }).getAttribute('href')).toBe(href);
  });

  it('tells a user without an enterprise so, with the contact-us link', () => {
    renderApp(<NoEnterprisePage />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Your account is not assigned to an enterprise' });
    expect(document.activeElement).toBe(heading);
    const link = screen.getByRole('link', { name: 'Contact us (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe(externalLinks.contactUs);
  });
});
