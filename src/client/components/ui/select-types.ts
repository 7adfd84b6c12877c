/** The select's props, shared by the stand-in (`select.tsx`) and the Radix select it loads. */
export interface SelectOption {
  value: string;
  label: string;
}
export interface SelectGroup {
  label: string;
  options: SelectOption[];
}

export interface SelectProps {
  id?: string;
  value: string | undefined;
  onValueChange: (value: string) => void;
  placeholder: string;
  options?: SelectOption[];
  groups?: SelectGroup[];
  disabled?: boolean;
  invalid?: boolean;
  className?: string;
}
