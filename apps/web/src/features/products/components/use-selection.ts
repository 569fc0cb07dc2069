import { useCallback, useState } from 'react';

/** A set of checked ids for the delete mode. */
export function useSelection() {
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());

  const toggle = useCallback((id: string) => {
    setSelectedIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const remove = useCallback((ids: string[]) => {
    setSelectedIds((current) => new Set([...current].filter((id) => !ids.includes(id))));
  }, []);

  return { selectedIds, toggle, remove };
}
