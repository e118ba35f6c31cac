import { useRouter } from 'wouter';

/** The router base of the current tree: the locale segment (`/pt-pt`) or ''. */
export function useRouterBase(): string {
  return useRouter().base;
}
