import type { UseQueryResult } from '@tanstack/react-query';

/** What a list shows of its query: loading, error and a retry. */
export type QueryState = Pick<UseQueryResult<unknown>, 'isPending' | 'error' | 'refetch'>;
