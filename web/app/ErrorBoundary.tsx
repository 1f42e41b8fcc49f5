import { Component, type ReactNode } from 'react';
import WebsiteError from './WebsiteError.tsx';

interface Props {
  children: ReactNode;
  /** When this changes (the visitor moved to another page) the boundary renders its children again. */
  resetKey?: string;
  /** What to show instead; the 'Website Error' screen unless given. */
  fallback?: ReactNode;
}

interface State {
  failed: boolean;
  /** The resetKey the current state belongs to. */
  key?: string;
}

/** Shows the 'Website Error' screen instead of a blank page when rendering below it throws. */
export default class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('Rendering failed:', error);
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? <WebsiteError />) : this.props.children;
  }
}
