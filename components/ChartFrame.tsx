import type { ReactNode, Ref } from 'react';
import { Spinner } from '../theme/components/Spinner';
import './richContent.css';

interface Props {
  kind: 'chartjs' | 'echarts' | 'mermaid' | 'flowchart';
  title?: string;
  /** Shown in place of the drawing: a readable sentence with the cause. */
  error?: string;
  errorLabel: string;
  loading: boolean;
  loadingLabel: string;
  /** Height of the placeholder while loading (SPEC.md §9). */
  loadingHeight: number;
  /** Height of the drawing area once ready; omitted for drawings that size themselves. */
  height?: number;
  canvasRef: Ref<HTMLDivElement>;
  /** "js" when the config is code run in the browser; hosts give such pages a CSP that allows it (deploy/). */
  configType?: 'json' | 'js';
  children?: ReactNode;
}

/** Figure around a chart, diagram or flowchart: caption, loading indicator, drawing area or error box. */
export function ChartFrame({ kind, title, error, errorLabel, loading, loadingLabel, loadingHeight, height, canvasRef, configType, children }: Props) {
  return (
    <figure className={`rich-figure rich-figure--${kind}`} data-state={error ? 'error' : loading ? 'loading' : 'ready'} data-config-type={configType}>
      {title && <figcaption className="rich-figure__title">{title}</figcaption>}
      {error ? (
        <div className="rich-error" role="alert">
          <strong>{errorLabel}</strong>: {error}
        </div>
      ) : (
        <>
          {loading && (
            <div className="rich-loading" style={{ height: loadingHeight }}>
              <Spinner size="medium" label={loadingLabel} />
            </div>
          )}
          {/* Wide diagrams scroll sideways; the keyboard can reach and scroll them too. */}
          <div
            ref={canvasRef}
            className="rich-figure__canvas"
            hidden={loading}
            style={height ? { height } : undefined}
            tabIndex={kind === 'mermaid' || kind === 'flowchart' ? 0 : undefined}
          >
            {children}
          </div>
        </>
      )}
    </figure>
  );
}
