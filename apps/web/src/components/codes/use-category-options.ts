import { useMemo } from 'react';
import { useCodeGroup } from './get-code-group';
import type { CategoryOption } from '../list/list-toolbar';

/** A code group as the options of a category filter (names in the reader's language). */
export function useCategoryOptions(codeGroupCode: string): CategoryOption[] | undefined {
  const { data } = useCodeGroup(codeGroupCode);
  return useMemo(() => data?.codes.map((c) => ({ value: c.code, label: c.codeName })), [data]);
}
