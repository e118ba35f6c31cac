import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { useIntl } from '../../i18n/intl';
import type { Message } from '../../i18n/define-messages';
import { InlineAlert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/dialog';
import type { ModalProps, ModalType } from '../../ui/modal-store';
import { TextField } from '../../ui/text-field';
import { accessKeysMessages } from './messages';
import './access-keys.css';

/** Spec document 2 sections 8 and 9: a copy button says 'copied!' for 5000 ms. */
export const COPIED_FOR_MS = 5000;

type CopyProblem = 'unavailable' | 'failed';

const problemMessages: Record<CopyProblem, Message> = {
  unavailable: accessKeysMessages.clipboardUnavailable,
  failed: accessKeysMessages.clipboardFailed,
};

/** Copies `text` with the asynchronous Clipboard API; says 'copied!' for 5 s, or reports the problem. */
function CopyButton({
  text,
  what,
  onCopied,
  onProblem,
}: {
  text: string;
  what: string;
  onCopied: () => void;
  onProblem: (problem: CopyProblem) => void;
}) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    // navigator.clipboard is missing on insecure origins and in some embedded browsers.
    const clipboard = typeof navigator === 'undefined' ? undefined : (navigator.clipboard as Clipboard | undefined);
    if (!clipboard?.writeText) {
      onProblem('unavailable');
      return;
    }
    try {
      await clipboard.writeText(text);
    } catch {
      // Refused (permission denied, document not focused): the user copies from the field instead.
      onProblem('failed');
      return;
    }
    clearTimeout(timer.current);
    setCopied(true);
    onCopied();
    timer.current = setTimeout(() => setCopied(false), COPIED_FOR_MS);
  };

  return (
    <Button variant="secondary" className="copy-button" onPress={() => void copy()}>
      {intl.formatMessage(copied ? accessKeysMessages.copied : accessKeysMessages.copy)}
      <VisuallyHidden> {what}</VisuallyHidden>
    </Button>
  );
}

function CopyableValue({
  label,
  value,
  onCopied,
  onProblem,
}: {
  label: string;
  value: string;
  onCopied: (what: string) => void;
  onProblem: (problem: CopyProblem) => void;
}) {
  return (
    <div className="copyable">
      <TextField
        className="copyable__field"
        label={label}
        value={value}
        isReadOnly
        autoComplete="off"
        spellCheck="false"
      />
      <CopyButton text={value} what={label} onCopied={() => onCopied(label)} onProblem={onProblem} />
    </div>
  );
}

/**
 * Modal type 1, created key (spec document 2 sections 4 and 8): the new key's id and secret, the
 * one-time warning and a copy button for each. The secret lives only in this modal's data: nothing
 * stores or logs it, and closing the modal (the modal store then drops its data) loses it for good.
 * It cannot be dismissed by a stray click or Escape: the user closes it when they have the secret.
 */
export function CreatedKeyModal({ data, onClose }: ModalProps<typeof ModalType.CreatedKey>) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const [problem, setProblem] = useState<CopyProblem | null>(null);
  const [copiedWhat, setCopiedWhat] = useState<string | null>(null);
  const { enterpriseId, accessKeyID, accessKeySecret } = data;

  const close = () => {
    onClose();
    if (enterpriseId) navigate(paths.accessKeyHome(enterpriseId));
  };

  return (
    <ModalDialog
      title={intl.formatMessage(accessKeysMessages.createdTitle)}
      isOpen
      onOpenChange={(open) => {
        if (!open) close();
      }}
      isDismissable={false}
    >
      <InlineAlert type="warning">{intl.formatMessage(accessKeysMessages.createdWarning)}</InlineAlert>
      <CopyableValue
        label={intl.formatMessage(accessKeysMessages.createdId)}
        value={accessKeyID}
        onCopied={(what) => {
          setProblem(null);
          setCopiedWhat(what);
        }}
        onProblem={setProblem}
      />
      <CopyableValue
        label={intl.formatMessage(accessKeysMessages.createdSecret)}
        value={accessKeySecret}
        onCopied={(what) => {
          setProblem(null);
          setCopiedWhat(what);
        }}
        onProblem={setProblem}
      />
      {problem ? <InlineAlert type="danger">{intl.formatMessage(problemMessages[problem])}</InlineAlert> : null}
      <VisuallyHidden>
        <span role="status">
          {copiedWhat ? intl.formatMessage(accessKeysMessages.copiedStatus, { what: copiedWhat }) : ''}
        </span>
      </VisuallyHidden>
      <div className="actions">
        <Button onPress={close}>{intl.formatMessage(accessKeysMessages.close)}</Button>
      </div>
    </ModalDialog>
  );
}
