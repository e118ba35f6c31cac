import { Label } from 'react-aria-components/Label';
import { Meter as AriaMeter } from 'react-aria-components/Meter';
import './meter.css';

export interface MeterProps {
  label: string;
  value: number;
  minValue?: number;
  maxValue?: number;
  /** The value as words (e.g. "3 of 5 requirements met"); announced instead of a percentage. */
  valueLabel: string;
  /** A level for the bar's colour. */
  level?: 'low' | 'medium' | 'high';
}

/** A labelled meter (react-aria-components Meter, role="meter"): a bar with its value in words. */
export function Meter({ label, value, minValue = 0, maxValue = 100, valueLabel, level = 'low' }: MeterProps) {
  return (
    <AriaMeter className="meter" value={value} minValue={minValue} maxValue={maxValue} valueLabel={valueLabel}>
      {({ percentage, valueText }) => (
        <>
          <div className="meter__header">
            <Label className="meter__label">{label}</Label>
            <span className="meter__value">{valueText}</span>
          </div>
          <div className="meter__track" aria-hidden="true">
            <div className={`meter__fill meter__fill--${level}`} style={{ width: `${percentage}%` }} />
          </div>
        </>
      )}
    </AriaMeter>
  );
}
