import { useEffect, useState } from 'react';
import { StarIcon } from '../icons';
import type { ResultSample } from './resultSample';

/** Each tool's sample in its own small chunk, fetched only on that tool's page. */
const SAMPLE_FILES = import.meta.glob<ResultSample>('../../samples/*.json', { import: 'default' });

function useResultSample(toolId: string): ResultSample | null {
  const [sample, setSample] = useState<ResultSample | null>(null);
  useEffect(() => {
    const load = SAMPLE_FILES[`../../samples/${toolId}.json`];
    if (!load) return undefined;
    let current = true;
    load().then(
      (loaded) => current && setSample(loaded),
      () => undefined, // An example is a nicety: without it the panel keeps its plain words.
    );
    return () => {
      current = false;
    };
  }, [toolId]);
  return sample;
}

function SampleBody({ sample }: { sample: ResultSample }) {
  switch (sample.kind) {
    case 'svg':
      // As an image, never inline markup: the SVG cannot run or style anything on the page.
      return (
        <img
          className="result-sample__image"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(sample.svg)}`}
          alt={sample.alt}
        />
      );
    case 'icons':
      return (
        <ul className="result-sample__icons">
          {sample.icons.map((icon) => (
            <li key={icon.label}>
              <img src={icon.src} alt="" />
              <span>{icon.label.replace('x', '×')}</span>
            </li>
          ))}
        </ul>
      );
    case 'review':
      return (
        <figure className="result-sample__review">
          <p className="result-sample__stars" role="img" aria-label={`${sample.review.rating} out of 5 stars`}>
            {Array.from({ length: sample.review.rating }, (_, index) => (
              <StarIcon key={index} className="result-sample__star" />
            ))}
          </p>
          <p className="result-sample__review-title">{sample.review.title}</p>
          <blockquote>{sample.review.review}</blockquote>
          <figcaption>
            {sample.review.username} · {sample.review.date}
          </figcaption>
        </figure>
      );
    case 'text':
      return (
        <div className="result-sample__text">
          <p className="result-sample__text-title">{sample.title}</p>
          <p className="result-sample__excerpt">{sample.text}</p>
        </div>
      );
  }
}

/** A real output of this tool for a sample app, marked as an example, in the empty result panel. */
export function ResultSampleView({ toolId }: { toolId: string }) {
  const sample = useResultSample(toolId);
  if (!sample) return null;
  return (
    <section className="result-sample" aria-label="Example result">
      <p className="result-sample__label">
        <span className="badge badge--neutral">Example</span> What this tool made for {sample.input}
      </p>
      <SampleBody sample={sample} />
    </section>
  );
}
