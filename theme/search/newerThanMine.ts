import { useEffect, useState } from 'react';
import { readMyVersion } from '../../components/versions/myVersion';

export interface NewerThanMine {
  mine: string;
  /** The release a result's subject first appeared in, when newer than `mine`. */
  addedAfter: (href: string) => string | undefined;
}

/**
 * For the search dialog, when the reader has chosen a release ("my version"): which results are about something
 * newer than it. Read each time the dialog opens; the release history loads (import(), once) only then, so a reader
 * who chose none loads nothing more. Null while there is no release or the history has not arrived (or failed:
 * the results stay as they are).
 */
export function useNewerThanMine(open: boolean): NewerThanMine | null {
  const [state, setState] = useState<NewerThanMine | null>(null);
  useEffect(() => {
    if (!open) return;
    const mine = readMyVersion();
    if (!mine) {
      setState(null);
      return;
    }
    let current = true;
    import('../../components/versions/loadSubjects')
      .then((m) => m.loadNewerThan(mine))
      .then(
        (addedAfter) => current && setState({ mine, addedAfter }),
        () => current && setState(null),
      );
    return () => {
      current = false;
    };
  }, [open]);
  return state;
}
