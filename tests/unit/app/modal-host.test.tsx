import { afterEach, describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { ModalHost } from '../../../src/app/modal-host';
import { modalRegistry } from '../../../src/app/modal-registry';
import { closeModal, modal, ModalType, openModal, type ModalProps } from '../../../src/ui/modal-store';
import { renderApp } from '../support/render';

afterEach(() => closeModal());

const key = { enterpriseId: 'e1', accessKeyID: 'AKIA1', accessKeyName: 'Staging' };
const project = { enterpriseId: 'e1', projectId: 'p1', projectRequestId: null, name: 'P', from: 'list' } as const;

function DeleteKeyStub({ data, onClose }: ModalProps<typeof ModalType.DeleteKey>) {
  return (
    <div role="dialog" aria-label="Delete key">
      <p>{`Key ${String(data.accessKeyID)}`}</p>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

describe('the one modal host (spec document 2 section 4 "Modals")', () => {
  it('numbers the modal types as the spec does', async () => {
    expect(ModalType).toEqual({
      None: 0,
      CreatedKey: 1,
      DeleteKey: 2,
      CookiePolicy: 10,
      DeleteProject: 14,
      CancelProject: 16,
      RequestSubmitted: 24,
    });
  });

  it('has a component in the app registry for every modal type but None, and none for None', () => {
    const types = Object.values(ModalType).filter((type) => type !== ModalType.None);
    const registry: Partial<Record<number, unknown>> = modalRegistry;
    const missing = types.filter((type) => typeof registry[type] !== 'function' && typeof registry[type] !== 'object');
    expect(missing).toEqual([]);
    expect(registry[ModalType.None]).toBeUndefined();
    expect(
      Object.keys(registry)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(types);
  });

  it('opens the component registered for the type with its data, and closes it', async () => {
    renderApp(<ModalHost registry={{ [ModalType.DeleteKey]: DeleteKeyStub }} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => openModal(ModalType.DeleteKey, key));
    expect(screen.getByRole('dialog', { name: 'Delete key' }).textContent).toContain('Key AKIA1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(modal.type).toBe(ModalType.None);
  });

  it('shows nothing for a type with no registered component', async () => {
    renderApp(<ModalHost registry={{ [ModalType.DeleteKey]: DeleteKeyStub }} />);
    await act(async () => openModal(ModalType.CancelProject, project));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows one modal at a time: opening another replaces it', async () => {
    const Other = () => <div role="dialog" aria-label="Other" />;
    renderApp(<ModalHost registry={{ [ModalType.DeleteKey]: DeleteKeyStub, [ModalType.CreatedKey]: Other }} />);
    await act(async () => openModal(ModalType.DeleteKey, key));
    await act(async () => openModal(ModalType.CreatedKey, { ...key, accessKeySecret: 'secret' }));
    expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-label'))).toEqual(['Other']);
  });
});
