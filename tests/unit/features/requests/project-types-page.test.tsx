import { afterEach, describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { PROJECT_TYPES, type ProjectType } from '../../../../src/domain/project-types';
import { Route } from 'wouter';
import { defaultRuntimeConfig, setRuntimeConfig } from '../../../../src/config/runtime-config';
import ProjectTypesPage, { ProjectTypeCards } from '../../../../src/features/requests/project-types-page';
import { renderApp } from '../../support/render';
import { ACME } from '../../support/demo-data';

describe('the project type cards (spec document 2 section 2)', () => {
  it('shows the three types with their groups and descriptions, each title linking to its form', () => {
    renderApp(<ProjectTypeCards types={PROJECT_TYPES} enterpriseId={ACME} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Translation',
      'Scripted Speech',
      'Quality of Experience',
    ]);
    expect(cards.map((card) => card.querySelector('.type-card__group')?.textContent)).toEqual([
      'Machine Translation',
      'Speech Technologies',
      'Quality Evaluation',
    ]);
    expect(screen.getByRole('link', { name: 'Translation' }).getAttribute('href')).toBe(
      `/enterprise/${ACME}/project-request/translation/`,
    );
    expect(screen.getByRole('link', { name: 'Scripted Speech' }).getAttribute('href')).toBe(
      `/enterprise/${ACME}/project-request/scripted-speech/`,
    );
    expect(screen.getByRole('link', { name: 'Quality of Experience' }).getAttribute('href')).toBe(
      `/enterprise/${ACME}/project-request/quality-of-experience/`,
    );
    for (const card of cards)
      expect(card.querySelector('.type-card__description')?.textContent?.length).toBeGreaterThan(20);
    expect(screen.queryByText('Coming soon!')).toBeNull();
  });

  it("shows 'Coming soon!' on a disabled card, which has no link", () => {
    const [translation, speech, quality] = PROJECT_TYPES as [ProjectType, ProjectType, ProjectType];
    renderApp(<ProjectTypeCards types={[translation, { ...speech, disabled: true }, quality]} enterpriseId={ACME} />);
    const disabled = screen.getAllByRole('listitem')[1] as HTMLElement;
    expect(within(disabled).getByText('Coming soon!')).toBeTruthy();
    expect(within(disabled).queryByRole('link')).toBeNull();
    expect(within(disabled).getByRole('heading', { level: 2 }).textContent).toBe('Scripted Speech');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getAllByText('Coming soon!')).toHaveLength(1);
  });
});

describe('the hide-request-project flag (docs/product-decisions.md: it applies to every user)', () => {
  afterEach(() => setRuntimeConfig(defaultRuntimeConfig));

  const page = () => (
    <Route path="/enterprise/:enterpriseId/project-request/">
      <ProjectTypesPage />
    </Route>
  );

  it('shows the type selection when the flag is off', () => {
    setRuntimeConfig(defaultRuntimeConfig);
    renderApp(page(), { path: `/enterprise/${ACME}/project-request/` });
    expect(screen.getByRole('heading', { level: 1, name: 'Request a project' })).toBeTruthy();
  });

  it('sends the user to the enterprise page when the flag is on', () => {
    setRuntimeConfig({ ...defaultRuntimeConfig, hideRequestProject: true });
    const { location } = renderApp(page(), { path: `/enterprise/${ACME}/project-request/` });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(location.history?.at(-1)).toBe(`/enterprise/${ACME}/`);
  });
});
