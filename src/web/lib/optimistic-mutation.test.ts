import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { type OptimisticEdit, optimisticEdit, refetchUnlessEditing } from './optimistic-mutation';

const NAMES = ['names'];
const EDITS = ['names-edit'];

/** A server answer the test settles by hand. */
function answerLater<T>() {
  let settle: { resolve: (value: T) => void; reject: (error: Error) => void } | undefined;
  const promise = new Promise<T>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return {
    promise,
    resolve: (value: T) => settle?.resolve(value),
    reject: (error: Error) => settle?.reject(error),
  };
}

/** A cache holding three names, as the server last sent them. */
function cacheOfNames() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(NAMES, ['ann', 'bo', 'cy']);
  return { queryClient, names: () => queryClient.getQueryData<string[]>(NAMES) };
}

/** Runs one edit whose answer the test gives later; resolves once the mutation has settled. */
function start<TAnswer>(
  queryClient: QueryClient,
  edit: Omit<OptimisticEdit<string[], string, TAnswer>, 'queryKey' | 'mutationKey' | 'mutationFn'>,
  variables: string,
) {
  const answer = answerLater<TAnswer>();
  const observer = new MutationObserver(
    queryClient,
    optimisticEdit(queryClient, {
      queryKey: NAMES,
      mutationKey: EDITS,
      mutationFn: () => answer.promise,
      ...edit,
    }),
  );
  const done = observer.mutate(variables).catch(() => undefined);
  return { ...answer, done };
}

const remove = (names: string[], name: string) => names.filter((each) => each !== name);

describe('optimisticEdit', () => {
  it('shows the edit at once and keeps it when the server agrees', async () => {
    const { queryClient, names } = cacheOfNames();
    const edit = start(queryClient, { apply: remove }, 'bo');
    await vi.waitFor(() => expect(names()).toEqual(['ann', 'cy']));
    edit.resolve(undefined);
    await edit.done;
    expect(names()).toEqual(['ann', 'cy']);
  });

  it('puts the value from before back when refused, then says why', async () => {
    const { queryClient, names } = cacheOfNames();
    const onError = vi.fn();
    const edit = start(queryClient, { apply: remove, onError }, 'bo');
    await vi.waitFor(() => expect(names()).toEqual(['ann', 'cy']));
    edit.reject(new Error('No such name.'));
    await edit.done;
    expect(onError).toHaveBeenCalledWith(new Error('No such name.'), 'bo');
    expect(names()).toEqual(['ann', 'bo', 'cy']);
  });

  it('rolls back with the given undo on the value as it is now, so later edits stay', async () => {
    const { queryClient, names } = cacheOfNames();
    const first = start(queryClient, { apply: remove, rollback: (cached, name) => [...cached, name] }, 'bo');
    const second = start(queryClient, { apply: remove }, 'cy');
    await vi.waitFor(() => expect(names()).toEqual(['ann']));
    first.reject(new Error('Refused.'));
    await first.done;
    expect(names()).toEqual(['ann', 'bo']);
    second.resolve(undefined);
    await second.done;
  });

  it('hands the undo the value from before, for a part kept aside', async () => {
    const { queryClient, names } = cacheOfNames();
    const rollback = vi.fn(
      (cached: string[], _name: string, before: string[] | undefined) => before ?? cached,
    );
    const edit = start(queryClient, { apply: remove, rollback }, 'ann');
    edit.reject(new Error('Refused.'));
    await edit.done;
    expect(rollback).toHaveBeenCalledWith(['bo', 'cy'], 'ann', ['ann', 'bo', 'cy']);
    expect(names()).toEqual(['ann', 'bo', 'cy']);
  });

  it("adopts the server's answer before the refetch", async () => {
    const { queryClient, names } = cacheOfNames();
    const seen: string[][] = [];
    const edit = start(
      queryClient,
      {
        apply: (cached, name) => [...cached, `${name}?`],
        confirm: (cached, saved: string, name) => cached.map((each) => (each === `${name}?` ? saved : each)),
        onSuccess: () => seen.push(names() ?? []),
      },
      'dee',
    );
    await vi.waitFor(() => expect(names()).toEqual(['ann', 'bo', 'cy', 'dee?']));
    edit.resolve('Dee');
    await edit.done;
    expect(seen).toEqual([['ann', 'bo', 'cy', 'Dee']]);
  });

  it('refetches once, after the last edit of a burst settles', async () => {
    const { queryClient } = cacheOfNames();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const first = start(queryClient, { apply: remove }, 'ann');
    const second = start(queryClient, { apply: remove }, 'bo');
    first.resolve(undefined);
    await first.done;
    expect(invalidate).not.toHaveBeenCalled();
    second.resolve(undefined);
    await second.done;
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: NAMES });
  });

  it('leaves the settling to the given rule instead', async () => {
    const { queryClient } = cacheOfNames();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const onSettled = vi.fn(() => undefined);
    const edit = start(queryClient, { apply: remove, onSettled }, 'ann');
    edit.reject(new Error('Refused.'));
    await edit.done;
    expect(onSettled).toHaveBeenCalledWith(new Error('Refused.'));
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('changes nothing while the query holds no value', async () => {
    const queryClient = new QueryClient();
    const edit = start(queryClient, { apply: remove, rollback: (cached) => cached }, 'ann');
    edit.reject(new Error('Refused.'));
    await edit.done;
    expect(queryClient.getQueryData(NAMES)).toBeUndefined();
  });
});

describe('refetchUnlessEditing', () => {
  it('waits while an edit is in flight, and refetches when none is', async () => {
    const { queryClient } = cacheOfNames();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const edit = start(queryClient, { apply: remove }, 'ann');
    refetchUnlessEditing(queryClient, { queryKey: NAMES, mutationKey: EDITS });
    expect(invalidate).not.toHaveBeenCalled();
    edit.resolve(undefined);
    await edit.done;
    invalidate.mockClear();
    refetchUnlessEditing(queryClient, { queryKey: NAMES, mutationKey: EDITS });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: NAMES }, {});
    // A watch starting joins a fetch under way rather than cancelling it.
    refetchUnlessEditing(queryClient, { queryKey: NAMES, mutationKey: EDITS }, { cancelRefetch: false });
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: NAMES }, { cancelRefetch: false });
  });
});
