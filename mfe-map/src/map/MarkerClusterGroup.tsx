// A react-leaflet layer for leaflet.markercluster: child <Marker>s join the cluster group, which react-leaflet removes
// on unmount.
import { createElementObject, createLayerComponent, extendContext, type LayerProps } from '@react-leaflet/core';
import {
  markerClusterGroup,
  type MarkerClusterGroup as LeafletMarkerClusterGroup,
  type MarkerClusterGroupOptions,
} from 'leaflet';
import type { ReactNode } from 'react';

export interface MarkerClusterGroupProps extends LayerProps, MarkerClusterGroupOptions {
  children?: ReactNode;
}

export const MarkerClusterGroup = createLayerComponent<LeafletMarkerClusterGroup, MarkerClusterGroupProps>(
  function createMarkerClusterGroup({ children: _children, eventHandlers: _handlers, ...options }, context) {
    const group = markerClusterGroup(options);
    return createElementObject(group, extendContext(context, { layerContainer: group }));
  },
);
