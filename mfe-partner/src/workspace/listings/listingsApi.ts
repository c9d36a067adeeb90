// The listing editor's calls (api/src/routes/partnerListings.ts, listingPictures.ts). A save names the version it
// edited (If-Match); a picture goes up as the request's whole body, judged by its content on the service.
import { ApiError, NETWORK_ERROR_MESSAGE, apiRequest } from '@kemet/platform';
import type { Listing, ListingInput, ListingPage, UploadedListingImage } from '@kemet/contract';

export const listingsApi = {
  list: () => apiRequest<ListingPage>('/partner/listings'),
  read: (id: number) => apiRequest<Listing>(`/partner/listings/${id}`),
  create: (input: ListingInput) => apiRequest<Listing>('/partner/listings', { method: 'POST', body: input }),
  save: (id: number, version: number, input: ListingInput) =>
    apiRequest<Listing>(`/partner/listings/${id}`, {
      method: 'PUT',
      body: input,
      headers: { 'if-match': `"${version}"` },
    }),
  submit: (id: number) => apiRequest<Listing>(`/partner/listings/${id}/submission`, { method: 'POST' }),
  uploadPicture: async (file: Blob): Promise<UploadedListingImage> => {
    let response: Response;
    try {
      response = await fetch('/api/partner/listing-images', {
        method: 'POST',
        body: file,
        headers: { accept: 'application/json', 'content-type': file.type || 'application/octet-stream' },
        credentials: 'same-origin',
      });
    } catch {
      throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
    }
    const payload = (await response.json().catch(() => undefined)) as
      UploadedListingImage | { error?: { code: string; message: string } } | undefined;
    if (response.ok) return payload as UploadedListingImage;
    const error = payload && 'error' in payload ? payload.error : undefined;
    throw new ApiError(
      response.status,
      error?.code ?? 'HTTP_ERROR',
      error?.message ?? `Request failed (${response.status}).`,
    );
  },
};
