// Catalog's read of the governorates with how many experiences each has (the By Location choices).
import { useQuery } from '@tanstack/react-query';
import { locationsQuery } from '@kemet/platform/query';

export const useLocations = (enabled = true) => useQuery({ ...locationsQuery, enabled });
