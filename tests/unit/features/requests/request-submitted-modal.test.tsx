import { describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { RequestSubmittedModal } from '../../../../src/features/requests/request-submitted-modal';
import { renderApp } from '../../support/render';
import { ACME } from '../../support/demo-data';

describe('the request-submitted modal (spec document 2 sections 4 and 8)', () => {
  it('says the request is submitted and continues to the enterprise dashboard', () => {
    let closed = 0;
    const { location } = renderApp(<RequestSubmittedModal data={{ enterpriseId: ACME }} onClose={() => closed++} />, {
      path: `/enterprise/${ACME}/project-request/translation/`,
    });
    const dialog = screen.getByRole('dialog', { name: 'Project Request is Submitted' });
    expect(dialog.textContent).toContain(
      'Thank you for your request, it is being processed. If your request does not appear on the dashboard, please refresh the page.',
    );
    expect(dialog.textContent).toContain('Our team will be in touch within 2 business days.');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue to dashboard' }));
    });
    expect(closed).toBe(1);
    expect(location.history?.at(-1)).toBe(`/enterprise/${ACME}/`);
  });
});
