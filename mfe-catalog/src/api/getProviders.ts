// Catalog's read of the providers with how many experiences each has (the By Provider choices).
import { useQuery } from '@tanstack/react-query';
import { providersQuery } from '@kemet/platform/query';

export const useProviders = (enabled = true) => useQuery({ ...providersQuery, enabled });
