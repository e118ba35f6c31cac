import type { ComponentType } from 'react';
import type { ModalType } from '../ui/modal-store';
import type { ModalProps } from './modal-host';

/**
 * Which component each modal type opens. Features provide the components; the app maps them here,
 * one line per modal type of spec document 2 section 4.
 */
export const modalRegistry: Partial<Record<ModalType, ComponentType<ModalProps>>> = {};
