/**
 * What components/ApiOperation.tsx and components/ApiOperationFromView.tsx share: the section's props and the
 * slot where the renderer from a view registers itself when its module runs. Both import this module and
 * ApiOperation.tsx never needs the renderer's module at compile time (the page module loads it, see
 * `staticRenderer` in plugins/staticHtml.ts), so neither imports the other in a circle.
 */
import type { ComponentType } from 'react';
import { STATIC_INDEX_ATTR, STATIC_PAGE_ATTR, type StaticString } from '../theme/staticHtml';

/** The element numbers plugins/staticHtml.ts gives the section (see STATIC_CONTENT_PROP there). */
export type StaticMarks = { [STATIC_INDEX_ATTR]?: string; [STATIC_PAGE_ATTR]?: string };

export interface ApiOperationProps extends StaticMarks {
  method: string;
  path: string;
  id?: string;
  access?: string;
  query?: string;
  /** The view as JSON, or the section's HTML read from the page when `staticFromPage` (plugins/apiOperations.ts). */
  staticContent?: StaticString;
  staticFromPage?: boolean;
}

export type OperationRenderer = ComponentType<ApiOperationProps & { marks: StaticMarks }>;

let fromView: OperationRenderer | null = null;

/** Called once by components/ApiOperationFromView.tsx when its module runs. */
export function registerOperationFromView(component: OperationRenderer): void {
  fromView = component;
}

/** The renderer from a view, once its module has run; null before. */
export function operationFromView(): OperationRenderer | null {
  return fromView;
}
