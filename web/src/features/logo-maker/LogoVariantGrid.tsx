import type { LogoVariant } from '@aiapp/contracts';
import { useId } from 'react';
import { COLOR_SCHEME_SWATCHES, layoutLabel, styleLabel } from './logoOptions';
import { svgDataUrl } from './svgDataUrl';

export interface LogoVariantGridProps {
  text: string;
  variants: readonly LogoVariant[];
  chosen: number;
  onChoose: (index: number) => void;
}

const describe = ({ layout, style, color_scheme }: LogoVariant) =>
  `${layoutLabel(layout)}, ${styleLabel(style)}, ${COLOR_SCHEME_SWATCHES[color_scheme].label}`;

/** The variants as one radio group: arrow keys move between them, the chosen one is shown large below. */
export function LogoVariantGrid({ text, variants, chosen, onChoose }: LogoVariantGridProps) {
  const name = useId();
  return (
    <fieldset className="logo-variants">
      <legend className="logo-variants__legend">
        {variants.length} variants of {text}: pick one
      </legend>
      <div className="logo-variants__grid">
        {variants.map((variant, index) => (
          <label key={index} className={`logo-variant${index === chosen ? ' logo-variant--chosen' : ''}`}>
            <input
              className="logo-variant__input"
              type="radio"
              name={name}
              checked={index === chosen}
              onChange={() => onChoose(index)}
            />
            <span className="logo-variant__frame">
              <img className="logo-variant__image" src={svgDataUrl(variant.svg_code)} alt="" />
            </span>
            <span className="logo-variant__label">{describe(variant)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
