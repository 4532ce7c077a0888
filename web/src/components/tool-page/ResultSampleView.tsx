import { useEffect, useState } from 'react';
import { StarIcon } from '../icons';
import { SandboxedPage } from '../sandboxed-page/SandboxedPage';
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
    case 'image':
      return <img className="result-sample__image result-sample__image--tall" src={sample.src} alt={sample.alt} />;
    case 'images':
      return (
        <ul className="result-sample__images">
          {sample.images.map((image) => (
            <li key={image.label}>
              <img src={image.src} alt="" />
              <span>{image.label.replace(/(\d)x(\d)/, '$1×$2')}</span>
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
    case 'list':
      return (
        <div className="result-sample__text">
          <p className="result-sample__text-title">{sample.title}</p>
          <ul className="result-sample__list">
            {sample.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      );
    case 'fields':
      return (
        <dl className="result-sample__text result-sample__fields">
          {sample.fields.map((field) => (
            <div key={field.label}>
              <dt>{field.label}</dt>
              <dd>{field.value}</dd>
            </div>
          ))}
        </dl>
      );
    case 'table':
      return (
        // Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too.
        <div className="result-sample__table-wrap" tabIndex={0} role="region" aria-label={sample.caption}>
          <table className="result-sample__table">
            <caption className="visually-hidden">{sample.caption}</caption>
            <thead>
              <tr>
                {sample.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sample.rows.map(([first, ...rest]) => (
                <tr key={first}>
                  <th scope="row">{first}</th>
                  {rest.map((cell, index) => (
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'page':
      // Drawn at twice the panel's size and shown at half: the whole first screen of the page, its buttons included.
      return (
        <div className="result-sample__page">
          <SandboxedPage html={sample.html} title={sample.title} className="result-sample__page-frame" />
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
      {sample.note && <p className="result-sample__note">{sample.note}</p>}
    </section>
  );
}
