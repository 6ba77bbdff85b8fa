import { CountryPicker } from './country-picker';
import { noop, storyCountries, storyVietnam } from './country-story-data';

export const Closed = () => <CountryPicker countries={storyCountries} selected={storyVietnam} locked={false} onSelect={noop} />;
export const Open = () => <CountryPicker countries={storyCountries} selected={storyVietnam} locked={false} onSelect={noop} defaultOpen />;
export const Locked = () => <CountryPicker countries={storyCountries} selected={storyVietnam} locked onSelect={noop} />;
export const UnknownFlag = () => <CountryPicker countries={[{ countryCode: 'XK1', countryDialingCode: '+383' }]} selected={{ countryCode: 'XK1', countryDialingCode: '+383' }} locked={false} onSelect={noop} />;
