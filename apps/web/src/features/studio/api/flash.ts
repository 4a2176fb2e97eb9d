import type { OpenBooksWindowBody } from '@linework/contract/books-windows';
import {
  cancelDrop,
  createDrop,
  createFlashDesign,
  getDropSales,
  listDrops,
  listFlashDesigns,
  removeFlashDesign,
  updateDrop,
  updateFlashDesign,
} from '@linework/contract/endpoints/flash';
import { closeBooksWindow, listBooksWindows, openBooksWindow } from '@linework/contract/endpoints/requests';
import type { CreateDropBody, CreateFlashDesignBody, UpdateFlashDesignBody } from '@linework/contract/flash';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { studioKeys } from '../../../lib/query-keys.ts';

// The studio's flash designs, drops and their sales, and the books opened with a cap (issue 29).

export const flashKeys = {
  all: (businessId: string) => [...studioKeys.business(businessId), 'flash'] as const,
  designs: (businessId: string) => [...flashKeys.all(businessId), 'designs'] as const,
  drops: (businessId: string) => [...flashKeys.all(businessId), 'drops'] as const,
  sales: (businessId: string, dropId: string) => [...flashKeys.all(businessId), 'sales', dropId] as const,
  books: (businessId: string) => [...flashKeys.all(businessId), 'books'] as const,
};

export const useFlashDesigns = (businessId: string) =>
  useQuery({
    queryKey: flashKeys.designs(businessId),
    queryFn: () => call(listFlashDesigns, { params: { businessId }, query: {} }),
  });

export const useDrops = (businessId: string) =>
  useQuery({
    queryKey: flashKeys.drops(businessId),
    queryFn: () => call(listDrops, { params: { businessId } }),
  });

/** A drop's sales, read again every few seconds while it is on screen: customers claim live. */
export const useDropSales = (businessId: string, dropId: string) =>
  useQuery({
    queryKey: flashKeys.sales(businessId, dropId),
    queryFn: () => call(getDropSales, { params: { businessId, dropId } }),
    refetchInterval: 5000,
  });

export const useBooksWindows = (businessId: string) =>
  useQuery({
    queryKey: flashKeys.books(businessId),
    queryFn: () => call(listBooksWindows, { params: { businessId }, query: {} }),
  });

function useFlashChange<Input, Output>(businessId: string, send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flashKeys.all(businessId) }),
  });
}

export const useSaveDesign = (businessId: string) =>
  useFlashChange(
    businessId,
    (input: { designId?: string; body: CreateFlashDesignBody | UpdateFlashDesignBody }) =>
      input.designId
        ? call(updateFlashDesign, {
            params: { businessId, designId: input.designId },
            body: input.body as UpdateFlashDesignBody,
          })
        : call(createFlashDesign, { params: { businessId }, body: input.body as CreateFlashDesignBody }),
  );

export const useRemoveDesign = (businessId: string) =>
  useFlashChange(businessId, (designId: string) =>
    call(removeFlashDesign, { params: { businessId, designId } }),
  );

export const useSaveDrop = (businessId: string) =>
  useFlashChange(businessId, (input: { dropId?: string; body: CreateDropBody }) =>
    input.dropId
      ? call(updateDrop, { params: { businessId, dropId: input.dropId }, body: input.body })
      : call(createDrop, { params: { businessId }, body: input.body }),
  );

export const useCancelDrop = (businessId: string) =>
  useFlashChange(businessId, (dropId: string) => call(cancelDrop, { params: { businessId, dropId } }));

export const useOpenBooks = (businessId: string) =>
  useFlashChange(businessId, (body: OpenBooksWindowBody) =>
    call(openBooksWindow, { params: { businessId }, body }),
  );

export const useCloseBooks = (businessId: string) =>
  useFlashChange(businessId, (windowId: string) =>
    call(closeBooksWindow, { params: { businessId, windowId } }),
  );
